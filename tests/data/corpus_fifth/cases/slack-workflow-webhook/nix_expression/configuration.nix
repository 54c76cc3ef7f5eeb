{ config, pkgs, ... }:

{
  networking.hostName = "checkout-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.checkout.settings.slackTriggerUrl = "https://hooks.slack.com/triggers/T.../...";

  system.stateVersion = "24.05";
}
