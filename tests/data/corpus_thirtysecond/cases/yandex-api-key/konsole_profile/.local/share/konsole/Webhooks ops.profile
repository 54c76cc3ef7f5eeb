[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,YC_FOLDER_ID=b1gh8fb8yx3jsqcz80ai
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Webhooks ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
