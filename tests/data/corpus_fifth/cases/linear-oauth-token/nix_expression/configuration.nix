{ config, pkgs, ... }:

{
  networking.hostName = "checkout-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.checkout.environment.LINEAR_ACCESS_TOKEN = "lin_oauth_494bfad54e543b73ddf985eac3fdf756dc5ac0ce3f5cabedc47896dc09e93070";

  system.stateVersion = "24.05";
}