{ config, pkgs, ... }:

{
  networking.hostName = "notifier-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.notifier.settings.netlifyToken = "c4JgoRdhP79jwd_KDjDGPwVMorPRm8uHE73r51Lkk-K";

  system.stateVersion = "24.05";
}
