import sys

from games.daily.verify import main

sys.exit(main())
