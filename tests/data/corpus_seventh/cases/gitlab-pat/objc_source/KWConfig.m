#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://svc.cobaltpeak.ca/v1";
NSString *const KWBuildCommit = @"468a9f5af670b3c310d56015d7c70002fffe031d";
NSString *const KWGitLabApiToken = @"glpat-sINLLjFXyJMW1A_3xh_S";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
