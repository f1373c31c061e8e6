/*
 * A tiny harness around uriparser (https://uriparser.github.io/), for the differential fuzzing
 * of urikit (test-support/uriparser.mjs). Not part of any package.
 *
 * Input: one line per URI reference on stdin, written as hexadecimal octets (so that any octet,
 * NUL, CR and LF included, can be handed over). Output: one line per input,
 *
 *   0                                     uriparser refused it (uriParseSingleUriExA failed)
 *   1 S U H K P Q F A SEGS                uriparser accepted it
 *
 * where S, U, H, P, Q, F are the scheme, userinfo, host text, port, query and fragment, each
 * "-" when absent and otherwise "=" followed by the hex of the component's octets; K is the
 * host kind uriparser saw ("4" IPv4, "6" IPv6, "F" IPvFuture, "R" registered name, "-" no host);
 * A is uriparser's absolutePath flag (0 or 1); SEGS is the number of path segments followed by
 * each segment as "=" hex. `harness --version` prints the library's version. Build:
 * cc -O2 -o harness harness.c -luriparser
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uriparser/Uri.h>

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

static void range(const UriTextRangeA *r) {
  const char *p;
  if (r->first == NULL) {
    fputs(" -", stdout);
    return;
  }
  fputs(" =", stdout);
  for (p = r->first; p < r->afterLast; p++) printf("%02x", (unsigned char)*p);
}

int main(int argc, char **argv) {
  size_t cap = 1 << 16, len;
  char *line = malloc(cap), *bytes = malloc(cap);
  if (line == NULL || bytes == NULL) return 2;
  if (argc > 1 && strcmp(argv[1], "--version") == 0) {
    printf("%d.%d.%d\n", URI_VER_MAJOR, URI_VER_MINOR, URI_VER_RELEASE);
    return 0;
  }
  while (fgets(line, (int)cap, stdin) != NULL) {
    size_t hexlen = strcspn(line, "\r\n"), i;
    UriUriA uri;
    const char *errorPos = NULL;
    UriPathSegmentA *seg;
    int count = 0;
    if (line[hexlen] == '\0' && !feof(stdin)) {
      /* A line longer than the buffer: grow and read the rest. */
      for (;;) {
        size_t have = strlen(line);
        char *grown = realloc(line, cap * 2);
        char *more = realloc(bytes, cap * 2);
        if (grown == NULL || more == NULL) return 2;
        line = grown;
        bytes = more;
        cap *= 2;
        if (fgets(line + have, (int)(cap - have), stdin) == NULL) break;
        hexlen = strcspn(line, "\r\n");
        if (line[hexlen] != '\0' || feof(stdin)) break;
      }
    }
    len = hexlen / 2;
    for (i = 0; i < len; i++) {
      int hi = hexval(line[2 * i]), lo = hexval(line[2 * i + 1]);
      if (hi < 0 || lo < 0) return 3;
      bytes[i] = (char)(hi * 16 + lo);
    }
    if (uriParseSingleUriExA(&uri, bytes, bytes + len, &errorPos) != URI_SUCCESS) {
      puts("0");
      continue;
    }
    fputs("1", stdout);
    range(&uri.scheme);
    range(&uri.userInfo);
    range(&uri.hostText);
    if (uri.hostText.first == NULL) fputs(" -", stdout);
    else if (uri.hostData.ip4 != NULL) fputs(" 4", stdout);
    else if (uri.hostData.ip6 != NULL) fputs(" 6", stdout);
    else if (uri.hostData.ipFuture.first != NULL) fputs(" F", stdout);
    else fputs(" R", stdout);
    range(&uri.portText);
    range(&uri.query);
    range(&uri.fragment);
    printf(" %d", uri.absolutePath ? 1 : 0);
    for (seg = uri.pathHead; seg != NULL; seg = seg->next) count++;
    printf(" %d", count);
    for (seg = uri.pathHead; seg != NULL; seg = seg->next) range(&seg->text);
    putchar('\n');
    uriFreeUriMembersA(&uri);
  }
  free(line);
  free(bytes);
  return 0;
}
