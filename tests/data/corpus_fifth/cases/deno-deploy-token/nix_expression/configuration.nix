{ config, pkgs, ... }:

{
  networking.hostName = "notifier-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.notifier.environment.DENO_DEPLOY_PROJECT = "sxjwce9n-fztd";

  system.stateVersion = "24.05";
}
