#define MyAppName "Orders Sync"
#define MyAppVersion "2.0.9"

[Setup]
AppId={{936DB5F8-FDFD-4692-B997-F30DE64A1B9D}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=orders-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\orders-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "DATABRICKS_API_TOKEN"; ValueData: "dapid9487a671211a96f3f8f4cdecc7148d6-2"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\orders-sync.exe"; Parameters: "install"; Flags: runhidden
