[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,ELEVENLABS_KEY=sk_a2fb6f72486e2350331d9adee00c991053d9353c7ddc7942
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Billing ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
