{ config, pkgs, ... }:

{
  networking.hostName = "orders-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.orders.settings.tencentcloudSecretId = "AKIDeHy0GQuM2YqdihVyCYEC0ajOAoudCUnZ";

  system.stateVersion = "24.05";
}
