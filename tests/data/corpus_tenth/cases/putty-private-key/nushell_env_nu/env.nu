# env.nu
#
# Installed by:
# version = "0.90.0"

$env.EDITOR = "nvim"
$env.PATH = ($env.PATH | split row (char esep) | prepend '/opt/homebrew/bin')
$env.PUTTY_KEY = r#'PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240313
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIB+/WUCK5pJGe10Mg7TBcJYJXqGPe7K8E5X0U/zg
ppNR
Private-Lines: 1
AAAAIDcDLLlw4nmX/UVX93f3njU8TsRrEwvKJju8g3RNYZwD
Private-MAC: 575ca0e20ece6323d1044fd6c394bf465a45705de5b4ef7a5aba72fc9755fd97'#
