[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,FIRECRAWL_API_KEY=fc-e10d57f601bdd1de70490ad0a09d2d07
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Reports ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
