[Appearance]
ColorScheme=Breeze
Font=Hack,10,-1,5,50,0,0,0,0,0

[General]
Command=/bin/bash -l
Environment=TERM=xterm-256color,COLORTERM=truecolor,OPENAI_ADMIN_API_KEY=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
Icon=utilities-terminal
LocalTabTitleFormat=%d : %n
Name=Ingest ops
Parent=FALLBACK/
StartInCurrentSessionDir=false

[Scrolling]
HistoryMode=2

[Terminal Features]
BlinkingCursorEnabled=true
