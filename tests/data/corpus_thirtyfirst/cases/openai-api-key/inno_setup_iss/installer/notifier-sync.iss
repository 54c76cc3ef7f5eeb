#define MyAppName "Notifier Sync"
#define MyAppVersion "3.2.0"

[Setup]
AppId={{ECA40376-8BC6-4D62-988F-EF13B1AB05D7}
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
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: string; ValueName: "API_TOKEN"; ValueData: "ENC[AES256_GCM,data:0TmwZCtCHgRjGCEF5sFHqn3MGVHOIwPouaLHTqYg8QmUFqvdUUsXh6oHnPSFxP/TjP27,iv:z69C+e2knZmdny9Le368e6MDHEcBAV/K8HKkZ5t8P7Q=,tag:/Dz7o6zia7nFxVZ/aKk05A==,type:str]"; Flags: uninsdeletevalue

[Run]
Filename: "{app}\notifier-sync.exe"; Parameters: "install"; Flags: runhidden
