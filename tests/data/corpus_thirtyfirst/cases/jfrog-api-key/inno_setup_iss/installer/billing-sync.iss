#define MyAppName "Billing Sync"
#define MyAppVersion "2.10.4"

[Setup]
AppId={{908454D7-9BA4-4DA6-8BD0-C8E01AA5EF58}
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
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "JFROG_URL"; ValueData: "https://larkspur.jfrog.io"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\billing-sync.exe"; Parameters: "install"; Flags: runhidden
