<?xml version="1.0" encoding="UTF-8"?>
<!-- Hexfire's fireline terrain as a Tiled tileset (docs/tiled.md). An image collection: each tile shows
     the game's own terrain picture from assets/art; what Hexfire reads are the properties. -->
<tileset version="1.10" tiledversion="1.10.2" name="fireline terrain" tilewidth="256" tileheight="256" tilecount="8" columns="0" tilerendersize="grid" fillmode="preserve-aspect-fit">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="clear"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_clear.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="clear"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_clear.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="clear"/>
   <property name="elevation" type="int" value="2"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_clear.png"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="woods"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_woods.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="woods"/>
   <property name="elevation" type="int" value="1"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_woods.png"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="run"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_run.png"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="marsh"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_marsh.png"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="pond"/>
  </properties>
  <image width="256" height="256" source="../../../assets/art/terrain_pond.png"/>
 </tile>
</tileset>
