{ config, pkgs, ... }:

{
  networking.hostName = "billing-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.billing.settings.snykApiToken = "75074184-7723-4df1-889b-d8ce92dddba1";

  system.stateVersion = "24.05";
}