{ config, pkgs, ... }:

{
  networking.hostName = "notifier-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.notifier.environment.DIGITALOCEAN_TOKEN = "dop_v1_f0562fdc73fc0cf2f614464676ce3b6fadc6ff61cbc29b8bccdd186f7e0bd16d";

  system.stateVersion = "24.05";
}
