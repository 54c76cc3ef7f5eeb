{ config, pkgs, ... }:

{
  networking.hostName = "webhooks-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.webhooks.environment.NOTION_DATABASE_ID = "6e7fbe2dd36d9cc2826e527556b3ab17";

  system.stateVersion = "24.05";
}
