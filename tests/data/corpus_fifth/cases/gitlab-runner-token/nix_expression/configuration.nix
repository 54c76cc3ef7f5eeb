{ config, pkgs, ... }:

{
  networking.hostName = "ingest-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.ingest.settings.gitlabRunnerToken = "glrt-v-MeEcQwKfeBDgpUr2St";

  system.stateVersion = "24.05";
}
