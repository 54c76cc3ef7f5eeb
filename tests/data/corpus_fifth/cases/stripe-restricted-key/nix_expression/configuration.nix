{ config, pkgs, ... }:

{
  networking.hostName = "checkout-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.checkout.settings.stripeRestrictedKey = "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";

  system.stateVersion = "24.05";
}