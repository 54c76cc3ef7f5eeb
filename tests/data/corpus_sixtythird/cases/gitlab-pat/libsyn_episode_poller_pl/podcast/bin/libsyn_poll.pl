#!/usr/bin/perl
# libsyn_poll.pl - reads the show's Libsyn RSS feed, finds episodes published since the last run and posts them to
# the social scheduler and the newsletter queue
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;
use XML::LibXML;

use constant GL_PAT => 'glpat-OFCgJ_1-tdj3WM-pmhIQ';

my $http = HTTP::Tiny->new(timeout => 30);
my $feed = $http->get('https://ironbridge.libsyn.com/rss')->{content};
my $doc = XML::LibXML->load_xml(string => $feed);
my $since = `cat /var/lib/libsyn/last_guid` || '';
chomp $since;
my @new;
for my $item ($doc->findnodes('/rss/channel/item')) {
    my $guid = $item->findvalue('guid');
    last if $guid eq $since;
    push @new, { guid => $guid, title => $item->findvalue('title'), url => $item->findvalue('link') };
}
my $res = $http->post('https://services.ironbridge-studios.com/api/v1/social/episodes', {
    headers => { 'Content-Type' => 'application/json' },
    content => encode_json(\@new),
});
printf "%d new episodes posted, HTTP %s\n", scalar @new, $res->{status};
