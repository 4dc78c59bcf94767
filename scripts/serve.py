#!/usr/bin/env python3
"""Serves a built site (build-wasm/site) on 127.0.0.1, with its precompressed files.

    python3 scripts/serve.py [--directory DIR] [--bind ADDR] [PORT]      (PORT 0: any free port)

Like `python3 -m http.server`, plus: where the build wrote FILE.br or FILE.gz beside FILE
(CMakeLists.txt, "precompressed copies"), a request whose Accept-Encoding allows it gets that
copy with `Content-Encoding: br` (or gzip), FILE's own Content-Type (application/wasm for .wasm)
and `Vary: Accept-Encoding`; other requests get FILE itself. A copy older than its FILE is not
used. No directory listings; paths outside the site answer 404. Every answer says
`Cache-Control: no-cache` with an ETag, so a browser revalidates (304) instead of keeping a file
from an older build. Python's standard library only.
"""
import argparse
import email.utils
import http.server
import os
import posixpath
import sys
import urllib.parse

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".wasm": "application/wasm",
    ".data": "application/octet-stream",
    ".ttf": "font/ttf",
    ".gz": "application/gzip",
    ".br": "application/octet-stream",
}
# Content-Encoding of each precompressed copy, best first.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header):
    """The codings an Accept-Encoding header allows (q > 0), lower case; '*' stands for any."""
    ok, refused = set(), set()
    for part in (header or "").split(","):
        fields = part.strip().split(";")
        coding = fields[0].strip().lower()
        if not coding:
            continue
        q = 1.0
        for p in fields[1:]:
            name, _, value = p.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        (ok if q > 0 else refused).add(coding)
    if "*" in ok:
        ok |= {c for c, _ in ENCODINGS if c not in refused}
    return ok


class Handler(http.server.BaseHTTPRequestHandler):
    server_version = "GrundyLabServe/1"
    protocol_version = "HTTP/1.1"
    root = "."

    def do_GET(self):
        self.answer(body=True)

    def do_HEAD(self):
        self.answer(body=False)

    def resolve(self):
        """The file the request names inside the root, or None."""
        path = urllib.parse.urlsplit(self.path).path
        path = urllib.parse.unquote(path, errors="strict")
        if "\0" in path or "\\" in path:
            return None
        path = posixpath.normpath("/" + path.lstrip("/"))
        parts = [p for p in path.split("/") if p]
        if any(p.startswith(".") for p in parts):
            return None  # ".." (normpath leaves none) and hidden files
        file = os.path.join(self.root, *parts)
        if os.path.isdir(file):
            file = os.path.join(file, "index.html")
        real = os.path.realpath(file)
        if os.path.commonpath([real, self.root]) != self.root or not os.path.isfile(real):
            return None
        return real

    def not_found(self, body):
        data = b"not found\n"
        self.send_response(404)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if body:
            self.wfile.write(data)

    def answer(self, body):
        try:
            file = self.resolve()
        except (UnicodeDecodeError, ValueError):
            file = None
        if file is None:
            return self.not_found(body)
        st = os.stat(file)
        ctype = TYPES.get(os.path.splitext(file)[1].lower(), "application/octet-stream")
        # The best precompressed copy the client takes, if it is as new as the file.
        coding, send = None, file
        variants = [(c, file + s) for c, s in ENCODINGS if os.path.isfile(file + s)]
        allowed = accepted(self.headers.get("Accept-Encoding"))
        for c, f in variants:
            # (whole seconds: some tools copy a file's time to the second only)
            if c in allowed and int(os.stat(f).st_mtime) >= int(st.st_mtime):
                coding, send = c, f
                break
        sst = os.stat(send)
        etag = '"%x-%x%s"' % (sst.st_mtime_ns, sst.st_size, "-" + coding if coding else "")
        headers = [("Content-Type", ctype), ("Cache-Control", "no-cache"), ("ETag", etag),
                   ("Last-Modified", email.utils.formatdate(st.st_mtime, usegmt=True))]
        if variants:
            headers.append(("Vary", "Accept-Encoding"))
        if coding:
            headers.append(("Content-Encoding", coding))
        match = self.headers.get("If-None-Match")
        if match and etag in [m.strip() for m in match.split(",")]:
            self.send_response(304)
            for h in headers:
                self.send_header(*h)
            self.end_headers()
            return
        try:
            f = open(send, "rb")
        except OSError:
            return self.not_found(body)
        with f:
            self.send_response(200)
            for h in headers:
                self.send_header(*h)
            self.send_header("Content-Length", str(sst.st_size))
            self.end_headers()
            if body:
                try:
                    while True:
                        chunk = f.read(1 << 16)
                        if not chunk:
                            break
                        self.wfile.write(chunk)
                except (BrokenPipeError, ConnectionResetError):
                    pass


def main():
    ap = argparse.ArgumentParser(description="Serves a built site with its precompressed .br/.gz files.")
    ap.add_argument("port", nargs="?", type=int, default=8000, help="port (0: any free port; default 8000)")
    ap.add_argument("--bind", default="127.0.0.1", help="address (default 127.0.0.1)")
    ap.add_argument("--directory", default=".", help="the site's folder (default: the current one)")
    ap.add_argument("--quiet", action="store_true", help="do not log each request")
    args = ap.parse_args()
    root = os.path.realpath(args.directory)
    if not os.path.isdir(root):
        sys.exit("serve.py: no folder " + args.directory)

    class SiteHandler(Handler):
        pass

    SiteHandler.root = root
    if args.quiet:
        SiteHandler.log_message = lambda self, *a: None
    httpd = http.server.ThreadingHTTPServer((args.bind, args.port), SiteHandler)
    host, port = httpd.server_address[:2]
    print(f"Serving HTTP on {host} port {port} (http://{host}:{port}/) ...", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        print("\nKeyboard interrupt received, exiting.")
    finally:
        httpd.server_close()


if __name__ == "__main__":
    main()
