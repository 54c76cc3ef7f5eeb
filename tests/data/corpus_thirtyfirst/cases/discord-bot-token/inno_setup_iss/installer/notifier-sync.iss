#define MyAppName "Notifier Sync"
#define MyAppVersion "1.3.3"

[Setup]
AppId={{855B5711-292A-4BFE-A03B-9C508107A9A5}
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

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "DISCORD_PUBLIC_KEY"; ValueData: "b46b066354fa567fbd27d8e25cc70ef90a60507c5db5a503afc4d6aaa102fd54"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\notifier-sync.exe"; Parameters: "install"; Flags: runhidden
