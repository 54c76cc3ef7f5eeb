#define MyAppName "Notifier Sync"
#define MyAppVersion "3.2.20"

[Setup]
AppId={{84224890-C284-4A34-819D-9461C1A80999}
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
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "FIRECRAWL_TOKEN"; ValueData: "fc-0e8a025a45d03c8430b23279765f0556"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\notifier-sync.exe"; Parameters: "install"; Flags: runhidden
