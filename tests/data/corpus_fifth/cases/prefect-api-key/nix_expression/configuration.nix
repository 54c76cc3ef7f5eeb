{ config, pkgs, ... }:

{
  networking.hostName = "notifier-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.notifier.settings.prefectApiKey = "pnu_9n4f3z6SC6ebCehWmOTZV9h1OQpgbC2Id4jX";

  system.stateVersion = "24.05";
}
