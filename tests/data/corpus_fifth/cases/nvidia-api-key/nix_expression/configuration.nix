{ config, pkgs, ... }:

{
  networking.hostName = "ingest-01";
  services.openssh.enable = true;
  environment.systemPackages = with pkgs; [ git htop jq ];

  services.ingest.settings.nvidiaApiKey = "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";

  system.stateVersion = "24.05";
}
