/// The Lottie animations the tests decode, play and compare with rlottie:
/// small files written for this project, one per feature group.
enum LottieCorpus {
  /// Every corpus animation with its name, for the reference comparison.
  static let all: [(name: String, json: String)] =
    [
      ("shapes", shapes), ("parenting", parenting), ("precomp", precomp),
      ("keyframes", keyframes), ("motion", motion),
    ] + effects + outlines + combinations
    + [("highlights", highlights)]

  /// Shape items: a rounded rectangle and an ellipse in a moving,
  /// turning, scaling group; a stroked path; fills with both fill rules.
  static let shapes = """
    {"v":"5.7.0","nm":"shapes","fr":30,"ip":0,"op":60,"w":200,"h":160,"ddd":0,"assets":[],
     "markers":[{"cm":"intro","tm":0,"dr":20},{"cm":"outro","tm":40,"dr":20}],
     "layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Shapes","sr":1,"ip":0,"op":60,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[100,80]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[
        {"ty":"gr","nm":"Box","it":[
          {"ty":"rc","nm":"Rect","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[60,40]},"r":{"a":0,"k":8}},
          {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.9,0.3,0.2,1]},"o":{"a":0,"k":100},"r":1},
          {"ty":"st","nm":"Outline","c":{"a":0,"k":[0.1,0.1,0.4,1]},"o":{"a":0,"k":100},
           "w":{"a":0,"k":4},"lc":2,"lj":2,"ml":4},
          {"ty":"tr","p":{"a":1,"k":[
             {"t":0,"s":[-50,-30],"o":{"x":[0.33],"y":[0]},"i":{"x":[0.67],"y":[1]}},
             {"t":59,"s":[40,30]}]},
           "a":{"a":0,"k":[0,0]},"s":{"a":1,"k":[
             {"t":0,"s":[100,100],"o":{"x":[0,0],"y":[0,0]},"i":{"x":[1,1],"y":[1,1]}},
             {"t":59,"s":[60,140]}]},
           "r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":59,"s":[90]}]},"o":{"a":0,"k":100}}]},
        {"ty":"gr","nm":"Ring","it":[
          {"ty":"el","nm":"Outer","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[70,70]}},
          {"ty":"el","nm":"Inner","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[36,36]}},
          {"ty":"fl","nm":"Fill","c":{"a":1,"k":[
             {"t":0,"s":[0.2,0.6,0.9,1],"o":{"x":[0,0,0,0],"y":[0,0,0,0]},"i":{"x":[1,1,1,1],"y":[1,1,1,1]}},{"t":59,"s":[0.9,0.8,0.2,1]}]},
           "o":{"a":0,"k":80},"r":2},
          {"ty":"tr","p":{"a":0,"k":[-50,20]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
           "r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
        {"ty":"sh","nm":"Zigzag","ks":{"a":0,"k":{"c":false,
           "v":[[20,50],[40,20],[60,50],[80,20]],"i":[[0,0],[0,0],[0,0],[0,0]],
           "o":[[0,0],[0,0],[0,0],[0,0]]}}},
        {"ty":"st","nm":"Zigzag stroke","c":{"a":0,"k":[0.2,0.7,0.3,1]},"o":{"a":0,"k":100},
         "w":{"a":1,"k":[{"t":0,"s":[2],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":59,"s":[8]}]},"lc":1,"lj":1,"ml":4}]}]}
    """

  /// A null parent that turns, a shape child, a grandchild, and a solid
  /// background; the children keep their own opacity.
  static let parenting = """
    {"v":"5.7.0","nm":"parenting","fr":25,"ip":0,"op":50,"w":160,"h":160,"assets":[],
     "layers":[
      {"ddd":0,"ind":3,"ty":4,"nm":"Moon","parent":2,"ip":0,"op":50,"st":0,"sr":1,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[30,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[12,12]}},
                 {"ty":"fl","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100},"r":1}]},
      {"ddd":0,"ind":2,"ty":4,"nm":"Planet","parent":1,"ip":0,"op":50,"st":0,"sr":1,
       "ks":{"o":{"a":0,"k":100},"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":49,"s":[-360]}]},
             "p":{"a":0,"k":[50,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[28,28]}},
                 {"ty":"fl","c":{"a":0,"k":[0.2,0.5,1,1]},"o":{"a":0,"k":100},"r":1}]},
      {"ddd":0,"ind":1,"ty":3,"nm":"Orbit","ip":0,"op":50,"st":0,"sr":1,
       "ks":{"o":{"a":0,"k":0},"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":49,"s":[180]}]},
             "p":{"a":0,"k":[80,80]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}},
      {"ddd":0,"ind":4,"ty":1,"nm":"Sky","ip":0,"op":50,"st":0,"sr":1,"sc":"#202040","sw":160,"sh":160,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}}]}
    """

  /// A precomposition placed twice, once shifted in time and once
  /// stretched, whose layer animates a path's vertices; a layer that
  /// appears at frame 10.
  static let precomp = """
    {"v":"5.7.0","nm":"precomp","fr":30,"ip":0,"op":40,"w":200,"h":100,
     "assets":[{"id":"blob","layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Blob","ip":0,"op":100,"st":0,"sr":1,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[50,50]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},
       "shapes":[{"ty":"sh","ks":{"a":1,"k":[
          {"t":0,"s":[{"c":true,"v":[[-30,-30],[30,-30],[30,30],[-30,30]],
                       "i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}],
           "o":{"x":0.4,"y":0},"i":{"x":0.6,"y":1}},
          {"t":30,"s":[{"c":true,"v":[[0,-40],[40,0],[0,40],[-40,0]],
                       "i":[[-20,0],[0,-20],[20,0],[0,20]],"o":[[20,0],[0,20],[-20,0],[0,-20]]}]}]}},
        {"ty":"fl","c":{"a":0,"k":[0.8,0.2,0.6,1]},"o":{"a":0,"k":100},"r":1}]}]}],
     "layers":[
      {"ddd":0,"ind":1,"ty":0,"nm":"Early","refId":"blob","w":100,"h":100,"ip":0,"op":40,"st":0,"sr":1,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},
             "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}},
      {"ddd":0,"ind":2,"ty":0,"nm":"Late","refId":"blob","w":100,"h":100,"ip":10,"op":40,"st":10,"sr":2,
       "ks":{"o":{"a":1,"k":[{"t":10,"s":[30],"h":1},{"t":25,"s":[100]}]},"r":{"a":0,"k":0},
             "p":{"a":0,"k":[100,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}}]}
    """

  /// Hold, linear and Bézier keyframes, separate position dimensions
  /// with their own easing, an anchor point and scale about it.
  static let keyframes = """
    {"v":"5.7.0","nm":"keyframes","fr":24,"ip":0,"op":48,"w":120,"h":120,"assets":[],
     "layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Square","ip":0,"op":48,"st":0,"sr":1,
       "ks":{"o":{"a":1,"k":[{"t":0,"s":[100],"h":1},{"t":24,"s":[50],"h":1},{"t":36,"s":[100]}]},
             "r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":0.5,"y":0},"i":{"x":0.5,"y":1}},{"t":47,"s":[45]}]},
             "p":{"s":true,
                  "x":{"a":1,"k":[{"t":0,"s":[20],"o":{"x":0.8,"y":0},"i":{"x":0.2,"y":1}},{"t":47,"s":[100]}]},
                  "y":{"a":1,"k":[{"t":0,"s":[100],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":47,"s":[20]}]}},
             "a":{"a":0,"k":[10,10]},
             "s":{"a":1,"k":[{"t":0,"s":[100,100],"o":{"x":[0.2,0.9],"y":[0,0]},"i":{"x":[0.8,0.1],"y":[1,1]}},
                              {"t":47,"s":[200,50]}]}},
       "shapes":[{"ty":"rc","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
                 {"ty":"fl","c":{"a":0,"k":[0.1,0.6,0.4,1]},"o":{"a":0,"k":100},"r":1}]}]}
    """

  /// A dot moving along a curved motion path (spatial tangents `to` and
  /// `ti`), eased, then along a straight one.
  static let motion = """
    {"v":"5.7.0","nm":"motion","fr":30,"ip":0,"op":60,"w":160,"h":120,"assets":[],
     "layers":[
      {"ddd":0,"ind":1,"ty":4,"nm":"Dot","ip":0,"op":60,"st":0,"sr":1,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
             "p":{"a":1,"k":[
               {"t":0,"s":[20,100],"to":[0,-60],"ti":[-60,0],
                "o":{"x":0.3,"y":0},"i":{"x":0.7,"y":1}},
               {"t":40,"s":[140,20],"to":[0,0],"ti":[0,0],
                "o":{"x":0,"y":0},"i":{"x":1,"y":1}},
               {"t":59,"s":[140,100]}]}},
       "shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[16,16]}},
                 {"ty":"fl","c":{"a":0,"k":[0.95,0.45,0.1,1]},"o":{"a":0,"k":100},"r":1}]}]}
    """
}
