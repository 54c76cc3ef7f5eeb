[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,API_TOKEN=sdk-38b7a049-fa61-47a2-ac1f-934799d22b55
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Webhooks ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
