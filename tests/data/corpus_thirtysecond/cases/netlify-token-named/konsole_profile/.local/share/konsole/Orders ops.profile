[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,NETLIFY_PERSONAL_TOKEN=pX34LhND36m9RPVUn9Dq9OM6jOlA7W4WLJmDtb8Bj8E
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Orders ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
