{ config, pkgs, ... }:

{
  networking.hostName = "checkout-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.checkout.environment.ROLLBAR_ACCESS_TOKEN = "7960672c2e107a548671293ac85bcc4e";

  system.stateVersion = "24.05";
}
