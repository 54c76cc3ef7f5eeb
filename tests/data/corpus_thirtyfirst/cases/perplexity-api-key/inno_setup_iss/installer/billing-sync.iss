#define MyAppName "Billing Sync"
#define MyAppVersion "0.30.3"

[Setup]
AppId={{53AD5427-2EAB-4671-A4DE-302F1A93611A}
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

[Registry]
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "TOKEN"; ValueData: "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"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\billing-sync.exe"; Parameters: "install"; Flags: runhidden
