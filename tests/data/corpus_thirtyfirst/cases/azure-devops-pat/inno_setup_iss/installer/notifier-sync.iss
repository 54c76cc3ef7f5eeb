#define MyAppName "Notifier Sync"
#define MyAppVersion "3.5.16"

[Setup]
AppId={{23A634AE-EF17-4EDE-BC83-1EB7A46773BC}
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
Filename: "{app}\config.ini"; Section: "vendor"; Key: "azureDevopsPat"; String: "6hzij77545srmq7sutvmzb6nkbouszba752lczg5mgtkls6gc6yz"

[Run]
Filename: "{app}\notifier-sync.exe"; Parameters: "install"; Flags: runhidden
