"""Command line: ``python -m route {places check | dates | itinerary | map} …``.

A thin shell over the package. Unusable input ends with exit status 2 and a
one-line message on stderr (a traceback only with ``--debug``).
"""
from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from route.errors import RouteError

__all__ = ["main"]

DEFAULT_PLACES = Path(__file__).resolve().parent.parent / "data" / "places.csv"


def _cmd_places_check(args: argparse.Namespace) -> int:
    from route.places.gazetteer import check_gazetteer, summarize_kinds

    gazetteer, errors = check_gazetteer(args.file)
    if errors:
        for err in errors:
            print(err, file=sys.stderr)
        print(f"{len(errors)} error(s) in {args.file}", file=sys.stderr)
        return 1
    print(f"{args.file}: {len(gazetteer)} places")
    for kind, count in summarize_kinds(gazetteer).items():
        print(f"  {kind:<12}{count:>4}")
    return 0


def _cmd_dates(args: argparse.Namespace) -> int:
    from route.corpus import load_text
    from route.dates import format_dates_table, resolve_dates_leniently

    text = load_text(args.file)
    result = resolve_dates_leniently(text.content, context=args.context or text.meta.context)
    _emit(result.to_json() if args.json else format_dates_table(result))
    return 0


def _itinerary(args: argparse.Namespace):  # -> route.itinerary.Itinerary
    """Load ``args.file`` and ``args.places`` and build the itinerary."""
    from route.corpus import load_text
    from route.places.gazetteer import load_gazetteer
    from route.itinerary import build_itinerary

    text = load_text(args.file)
    # An explicit --places wins; else the text's sidecar may name its own gazetteer.
    places = args.places or text.meta.places or DEFAULT_PLACES
    # --party 玄宗: the reader's names for the main party (、 or , between names) replace the sidecar's.
    party = tuple(n for n in re.split(r"[、,，\s]+", args.party or "") if n)
    return build_itinerary(text, load_gazetteer(places), context=args.context, party=party, chgis=not args.no_chgis)


def _cmd_itinerary(args: argparse.Namespace) -> int:
    from route.export import to_csv, to_geojson, to_json
    from route.itinerary import format_itinerary

    itinerary = _itinerary(args)
    if args.csv:
        _emit(to_csv(itinerary), end="")
    else:
        _emit(to_json(itinerary) if args.json else to_geojson(itinerary) if args.geojson else format_itinerary(itinerary))
    return 0


def _emit(text: str, end: str = "\n") -> None:
    """Write ``text`` to standard output; a failed write says so (the disk is full: /dev/full)."""
    try:
        sys.stdout.write(text)
        sys.stdout.write(end)  # (two writes, as print makes: a reader gone mid-write is then told, … | head)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as exc:
        raise RouteError(f"standard output: cannot write ({exc.strerror or exc})") from None


def _cmd_map(args: argparse.Namespace) -> int:
    from route.mapview import write_map
    from route.files import checked_output

    out: Path = args.output
    # -o with a typo (the text, the gazetteer) must never overwrite the data it reads.
    if out.suffix.lower() not in (".html", ".htm"):
        raise RouteError(f"{out}: the map is HTML; give -o a file name ending in .html")
    checked_output(out, (args.file, args.places, DEFAULT_PLACES))
    print(f"wrote {write_map(_itinerary(args), out)}")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m route", description=__doc__.splitlines()[0])
    parser.add_argument("--debug", action="store_true", help="show tracebacks")
    sub = parser.add_subparsers(dest="command", required=True)

    places = sub.add_parser("places", help="gazetteer tools")
    places_sub = places.add_subparsers(dest="places_command", required=True)
    check = places_sub.add_parser("check", help="validate a gazetteer CSV")
    check.add_argument("file", type=Path, nargs="?", default=DEFAULT_PLACES)
    check.set_defaults(func=_cmd_places_check)

    dates = sub.add_parser("dates", help="list the dates a text gives")
    dates.add_argument("file", type=Path)
    dates.add_argument("--context", help="starting date, e.g. 贞观十九年九月")
    dates.add_argument("--json", action="store_true")
    dates.set_defaults(func=_cmd_dates)

    itin = sub.add_parser("itinerary", help="build the route a text narrates")
    itin.add_argument("file", type=Path)
    itin.add_argument("--places", type=Path, help="gazetteer CSV (default: the sidecar's, else data/places.csv)")
    itin.add_argument("--context", help="starting date, e.g. 贞观十九年九月")
    itin.add_argument("--party", help="names of the main party, e.g. 玄宗 or 曹操、操 (default: the sidecar's)")
    itin.add_argument("--no-chgis", action="store_true",
                    help="look names up in the gazetteer CSV only, not in the CHGIS layer as well")
    fmt = itin.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true")
    fmt.add_argument("--csv", action="store_true")
    fmt.add_argument("--geojson", action="store_true")
    itin.set_defaults(func=_cmd_itinerary)

    mp = sub.add_parser("map", help="write the route as a standalone HTML map")
    mp.add_argument("file", type=Path)
    mp.add_argument("-o", "--output", type=Path, default=Path("map.html"))
    mp.add_argument("--places", type=Path, help="gazetteer CSV (default: the sidecar's, else data/places.csv)")
    mp.add_argument("--context", help="starting date, e.g. 贞观十九年九月")
    mp.add_argument("--party", help="names of the main party, e.g. 玄宗 or 曹操、操 (default: the sidecar's)")
    mp.add_argument("--no-chgis", action="store_true",
                    help="look names up in the gazetteer CSV only, not in the CHGIS layer as well")
    mp.set_defaults(func=_cmd_map)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = _parser().parse_args(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:
        # The reader stopped early (… | head): end quietly, as Unix tools do.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except UnicodeEncodeError as exc:
        if args.debug:
            raise
        print(f"error: the output's encoding ({exc.encoding}) cannot hold Chinese text; "
              "set PYTHONIOENCODING=utf-8", file=sys.stderr)
        return 2
    except (RouteError, OSError) as exc:
        if args.debug:
            raise
        # One line, whatever a file name or message holds.
        print("error: " + " ".join(str(exc).splitlines()), file=sys.stderr)
        return 2
