from ishido_retro.cli import main

raise SystemExit(main())
