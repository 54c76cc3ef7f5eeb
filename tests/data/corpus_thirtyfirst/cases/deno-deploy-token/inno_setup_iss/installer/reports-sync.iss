#define MyAppName "Reports Sync"
#define MyAppVersion "2.12.13"

[Setup]
AppId={{D44D3119-8F04-4919-BF07-AFC4991DC86F}
AppName={#MyAppName}
AppVersion={#MyAppVersion}
AppPublisher=Kestrel Works
DefaultDirName={autopf}\{#MyAppName}
OutputBaseFilename=reports-sync-setup
Compression=lzma2
SolidCompression=yes
ChangesEnvironment=yes

[Files]
Source: "dist\reports-sync.exe"; DestDir: "{app}"; Flags: ignoreversion

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "DENO_DEPLOYMENT_ID"; ValueData: "wcvdgf5l9whg"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\reports-sync.exe"; Parameters: "install"; Flags: runhidden
