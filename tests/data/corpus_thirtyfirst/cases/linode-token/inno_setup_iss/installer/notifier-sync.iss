#define MyAppName "Notifier Sync"
#define MyAppVersion "4.11.18"

[Setup]
AppId={{BEC5DF24-1B6D-457F-BFA3-9E1B21F7D11C}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=notifier-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\notifier-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[INI]
Filename: "{app}\config.ini"; Section: "vendor"; Key: "LKE_CLUSTER_ID"; String: "147163"

[Run]
Filename: "{app}\notifier-sync.exe"; Parameters: "install"; Flags: runhidden
