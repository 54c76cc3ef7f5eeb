#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://api.kestrelworks.io/v1";
NSString *const KWBuildCommit = @"37f5d13e8f53cbedea6854f752baf43dc4390d7f";
NSString *const KWTogetherKey = @"tgp_v1_Yu9oZOLpCga84xrVLOm4s5swC9GNokW2QnnvntYw7En";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
