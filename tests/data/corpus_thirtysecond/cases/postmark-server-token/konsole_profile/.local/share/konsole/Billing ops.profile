[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,POSTMARK_TOKEN=274e016c-aa35-47c4-8891-418660db4e54
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Billing ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
