#!/usr/bin/perl
# covers_poll.pl - every 15 minutes during service: booked covers for the next two hours per site (from the
# reservation book's export), posted to the kitchen prep screen
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;
use POSIX qw(strftime);

use constant EASYPOST_API_KEY => 'EZAK5P0YOEABXd6vseC1vn8wfZ6Byalbn2pTLX8TwtLEuWNL2uG4tKZMey';

my $http = HTTP::Tiny->new(timeout => 30);
my $now = time;
my %covers;
open(my $fh, '<', '/srv/reservations/opentable_export.csv') or die "export: $!";
<$fh>;
while (my $line = <$fh>) {
    chomp $line;
    my ($site, $when, $party) = (split /,/, $line)[0, 2, 3];
    $covers{$site} += $party if $when ge strftime('%H:%M', localtime $now) && $when le strftime('%H:%M', localtime($now + 7200));
}
close $fh;
my $res = $http->post('https://integrations.harbour-noodle-bar.com/api/v1/kitchen/expected-covers', {
    headers => { 'Content-Type' => 'application/json' },
    content => encode_json(\%covers),
});
printf "%d sites posted, HTTP %s\n", scalar keys %covers, $res->{status};
