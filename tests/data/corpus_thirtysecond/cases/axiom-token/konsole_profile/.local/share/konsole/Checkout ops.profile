[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,AUTH_TOKEN=xapt-5e344291-c92c-41d6-9e23-813d590f9913
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Checkout ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
