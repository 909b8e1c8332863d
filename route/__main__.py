"""``python -m route …`` runs the command line in :mod:`route.cli`."""
from route.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
