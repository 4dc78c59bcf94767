// Parsing of positions and links: every bad input gives a message naming the field and character.
#include <doctest.h>

#include "core/link.h"
#include "core/text.h"

using namespace gl;

TEST_CASE("heap lists parse and print back") {
    auto r = parse_uint_list("3,5,7", "pos", 99, 12);
    REQUIRE(r.ok());
    CHECK(r.value() == std::vector<std::uint64_t>{3, 5, 7});
    CHECK(format_uint_list(r.value()) == "3,5,7");
    auto spaced = parse_uint_list(" 13, 12 ,8 ", "pos", 99, 12);
    REQUIRE(spaced.ok());
    CHECK(spaced.value() == std::vector<std::uint64_t>{13, 12, 8});
    CHECK(parse_uint_list("0", "pos", 99, 12).value() == std::vector<std::uint64_t>{0});
}

TEST_CASE("malformed heap lists are reported where they go wrong") {
    auto err = [](std::string_view text) { return parse_uint_list(text, "pos", 99, 12).error(); };
    auto x = err("3,x,7");
    CHECK(x.where == "pos");
    CHECK(x.offset == 2);
    CHECK(x.message.find("'x'") != std::string::npos);
    CHECK(x.describe().rfind("pos, character 3: 'x'", 0) == 0);

    CHECK(err("3,-1,7").offset == 2);
    CHECK(err("3,-1,7").message.find("negative") != std::string::npos);
    CHECK(err("3,100").message.find("too large") != std::string::npos);
    CHECK(err("3,100").offset == 2);
    CHECK(err("99999999999999999999999999").message.find("too large") != std::string::npos);
    CHECK(err("").message.find("empty") != std::string::npos);
    CHECK(err("3,,7").offset == 2);
    CHECK(err("3,5,").offset == 4);
    CHECK(err("3 5").offset == 2);
    CHECK(err("1,1,1,1,1,1,1,1,1,1,1,1,1").message.find("more than 12") != std::string::npos);
    CHECK(err("3.5").message.find("'.'") != std::string::npos);
}

TEST_CASE("full 64-bit range parses without overflow") {
    auto max = parse_uint_list("18446744073709551615", "n", UINT64_MAX, 1);
    REQUIRE(max.ok());
    CHECK(max.value()[0] == UINT64_MAX);
    CHECK_FALSE(parse_uint_list("18446744073709551616", "n", UINT64_MAX, 1).ok());
}

TEST_CASE("link query grammar") {
    auto l = parse_link("?game=nim&pos=3%2C5%2C7&hints=on");
    CHECK(l.errors.empty());
    REQUIRE(l.find("pos"));
    CHECK(l.find("pos")->value == "3,5,7");
    CHECK(l.find("game")->value == "nim");
    CHECK(l.find("nothing") == nullptr);

    auto bad = parse_link("?game=nim&pos=%zz&flag&game=kayles");
    REQUIRE(bad.errors.size() == 3);
    CHECK(bad.errors[0].offset == 14); // the '%'
    CHECK(bad.errors[1].message.find("'flag'") != std::string::npos);
    CHECK(bad.errors[2].message.find("twice") != std::string::npos);
    CHECK(bad.find("game")->value == "nim");

    CHECK(encode_link_value("3,5,7") == "3,5,7");
    CHECK(encode_link_value("a b&c=d") == "a%20b%26c%3Dd");
    CHECK(parse_link("x=" + encode_link_value("a b&c=d%")).find("x")->value == "a b&c=d%");
}

// Issue 40: a '+' typed in a link is a plus sign (form encoding's space turned the calculator's
// +-1 into -1 without a word), said in a note; the writer keeps CGSuite's and the games' marks
// readable and writes '+' as %2B, so every value reads back as it was.
TEST_CASE("'+' in a link is a plus sign, and links keep / * ^ | { } , : readable") {
    auto l = parse_link("?v=1&game=cgt&expr=+-1");
    CHECK(l.errors.empty());
    CHECK(l.find("expr")->value == "+-1");
    REQUIRE(l.notes.size() == 1);
    CHECK(l.notes[0].where == "expr");
    CHECK(l.notes[0].offset == 0);
    CHECK(l.notes[0].message.find("plus sign") != std::string::npos);

    // The note counts decoded bytes: "%7B" is one.
    auto t = parse_link("pos=w%5E2*3+w+5,w%2B2&expr=%7B1%7C-1%7D%2B1");
    CHECK(t.find("pos")->value == "w^2*3+w+5,w+2");
    REQUIRE(t.notes.size() == 1); // %2B is a plus written as the page writes it: nothing to say
    CHECK(t.notes[0].where == "pos");
    CHECK(t.notes[0].offset == 5);
    CHECK(t.find("expr")->value == "{1|-1}+1");
    CHECK(parse_link("pos=3,5,7").notes.empty());

    CHECK(encode_link_value("{3||2*|1*}") == "{3||2*|1*}");
    CHECK(encode_link_value("^<2>") == "^%3C2%3E");
    CHECK(encode_link_value("w^2*3+w+5,w+2") == "w^2*3%2Bw%2B5,w%2B2");
    CHECK(encode_link_value("..../..../.") == "..../..../.");
    CHECK(encode_link_value("nim:7|0.07:9") == "nim:7|0.07:9");
    CHECK(encode_link_value("+-1 a#b[c]") == "%2B-1%20a%23b%5Bc%5D");
    // Every byte reads back as written: each of the 256 on its own and inside a value.
    for (int b = 0; b < 256; ++b) {
        const std::string v = "a" + std::string(1, static_cast<char>(b)) + "+z";
        const std::string enc = encode_link_value(v);
        CHECK(enc.find('+') == std::string::npos);
        CHECK(enc.find('&') == std::string::npos);
        CHECK(enc.find('=') == std::string::npos);
        CHECK(enc.find('#') == std::string::npos);
        const auto back = parse_link("k=" + enc);
        CHECK(back.errors.empty());
        CHECK(back.notes.empty());
        CHECK(back.find("k")->value == v);
    }
}

// These were written out in each ruleset that shows them (issue 24): one copy now, pinned here.
TEST_CASE("numbers written for people") {
    SUBCASE("binary: shortest, or a fixed number of digits lined up in a column") {
        CHECK(binary(0) == "0₂");
        CHECK(binary(6) == "110₂");
        CHECK(binary(5, 4) == "0101₂");
        CHECK(binary(~std::uint64_t{0}) == std::string(64, '1') + "₂");
        CHECK(binary_digits(5, 4) == "0101");
        CHECK(binary_digits(13) == "1101");
        CHECK(binary_digits(13, 3) == "101"); // the low bits: a column narrower than the number
    }
    SUBCASE("joined lists") {
        CHECK(joined({}, ", ").empty());
        CHECK(joined({7}, ", ") == "7");
        CHECK(joined({2, 5, 7}, " ⊕ ") == "2 ⊕ 5 ⊕ 7");
        CHECK(format_uint_list({2, 5, 7}) == joined({2, 5, 7}, ","));
    }
    SUBCASE("where the items of a comma list start") {
        CHECK(item_starts("") == std::vector<std::size_t>{0});
        CHECK(item_starts("3,  5,7") == std::vector<std::size_t>{0, 4, 6});
        CHECK(item_starts("1,") == std::vector<std::size_t>{0, 2});
    }
    SUBCASE("thousands") {
        CHECK(thousands(0) == "0");
        CHECK(thousands(999) == "999");
        CHECK(thousands(1000) == "1,000");
        CHECK(thousands(8000000) == "8,000,000");
    }
}

TEST_CASE("byte_offset is char_count's inverse, characters past the end counting one byte each") {
    const std::string t = "a⊕b*"; // ⊕ is three bytes
    for (std::size_t c = 0; c <= 4; ++c) CHECK(gl::char_count(t, gl::byte_offset(t, c)) == c);
    CHECK(gl::byte_offset(t, 2) == 4);
    CHECK(gl::byte_offset(t, 6) == t.size() + 2);
}
