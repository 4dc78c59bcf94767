// The link query, every key of every game (app/state.h, core/link.h): reading never fails as a
// whole; each error names a character inside the query; the state read writes a link that reads
// back to the same state with no error (the canonical link is a fixed point).
#include "app/state.h"
#include "core/link.h"
#include "fuzz.h"

using namespace gl;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view query = fuzz::as_text(data, size);

    const ParsedLink parsed = parse_link(query);
    for (const Error& e : parsed.errors) fuzz::check_error(e, query, query);
    for (const LinkParam& p : parsed.params) {
        GL_FUZZ_CHECK(p.offset <= query.size(), query, "key " + p.key + " starts at " + std::to_string(p.offset));
        GL_FUZZ_CHECK(p.value.size() <= query.size() && p.key.size() <= query.size(), query, "decoding grew " + p.key);
        // A value encoded for a link decodes back to itself.
        const std::string encoded = "k=" + encode_link_value(p.value);
        const ParsedLink round = parse_link(encoded);
        GL_FUZZ_CHECK(round.errors.empty() && round.params.size() == 1 && round.params[0].value == p.value, query,
                      "encode_link_value: " + encoded);
    }

    const app::LinkLoad load = app::state_from_link(query);
    for (const Error& e : load.errors) fuzz::check_error(e, query, query);
    const std::string link = app::link_from_state(load.state);
    const app::LinkLoad again = app::state_from_link(link);
    std::string errs;
    for (const Error& e : again.errors) errs += e.describe() + "; ";
    GL_FUZZ_CHECK(again.errors.empty(), query, "the written link " + link + " has errors: " + errs);
    GL_FUZZ_CHECK(again.state == load.state, query, "the written link " + link + " reads back to another state");
    GL_FUZZ_CHECK(app::link_from_state(again.state) == link, query, link + " is not a fixed point");
    return 0;
}
