{ config, pkgs, ... }:

{
  networking.hostName = "webhooks-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.webhooks.environment.CLAUDE_CODE_OAUTH_TOKEN = "sk-ant-oat01-ON6AWzwtidUDkURiXlB_iBF4cgHfwzQdAm7Y41vjOx9LQ1Ec8nQqr0EDvNa32CabtfKILJoxPJgLVPBq8lCdvmsOQ6j7AAA";

  system.stateVersion = "24.05";
}