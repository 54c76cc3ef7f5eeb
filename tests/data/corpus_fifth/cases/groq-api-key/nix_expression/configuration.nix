{ config, pkgs, ... }:

{
  networking.hostName = "checkout-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  systemd.services.checkout.environment.GROQ_API_KEY = "gsk_...";

  system.stateVersion = "24.05";
}
