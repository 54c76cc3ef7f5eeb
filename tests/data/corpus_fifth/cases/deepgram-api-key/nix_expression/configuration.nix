{ config, pkgs, ... }:

{
  networking.hostName = "billing-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.billing.environment.DEEPGRAM_PROJECT_ID = "5648c490-09a7-4eaa-be2b-e7adfe5fac45";

  system.stateVersion = "24.05";
}
