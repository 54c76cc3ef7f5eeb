{ config, pkgs, ... }:

{
  networking.hostName = "webhooks-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.webhooks.environment.JIRA_API_TOKEN = "ATATT3xFfGF0...";

  system.stateVersion = "24.05";
}
