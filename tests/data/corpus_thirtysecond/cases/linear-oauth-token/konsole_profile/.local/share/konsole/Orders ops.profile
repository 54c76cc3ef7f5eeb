[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,LINEAR_ACCESS_TOKEN=lin_oauth_00aa5e1852b31c45a6c288ac66ec9d8fa80e38eab1f5c29c13688fe89b40536d
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Orders ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
