[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,EASYPOST_API_KEY=EZAKiH4GdhTCEnQJQdTR16YJtfDe62pkDiCLUErY0MWVaI2qARyNJvgAEt
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Webhooks ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
