[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,STRIPE_KEY=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
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Reports ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
