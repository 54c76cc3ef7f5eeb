#define MyAppName "Billing Sync"
#define MyAppVersion "3.19.15"

[Setup]
AppId={{61CEA113-7A34-4566-8231-711629814EB6}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=billing-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\billing-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[INI]
Filename: "{app}\config.ini"; Section: "vendor"; Key: "NEXT_PUBLIC_SQUARE_APPLICATION_ID"; String: "sq0idp-F-QkIuHHj3pGxS2drUIVAT"

[Run]
Filename: "{app}\billing-sync.exe"; Parameters: "install"; Flags: runhidden
